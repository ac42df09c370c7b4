export default function HomePage() {
  return <h1>Agentry</h1>
}
