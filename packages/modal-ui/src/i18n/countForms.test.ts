import { describe, expect, it } from 'vitest'
import { languageChunks } from './languages.js'

/** The texts that show a count, in a language whose words change with it (`Intl.PluralRules` picks the form). */
async function countTexts(tag: 'ru' | 'uk' | 'pl' | 'hi') {
  const { sections } = await languageChunks[tag]()
  const [allWallets, approve] = await Promise.all([sections.allWallets(), sections.approve()])
  return { found: allWallets.resultCount, waiting: approve.more }
}

describe('a count takes the form its language gives it', () => {
  it('Russian: one, few and many', async () => {
    const { found, waiting } = await countTexts('ru')
    expect([1, 3, 5, 11, 21, 22].map(found)).toEqual([
      '1 кошелёк найден',
      '3 кошелька найдено',
      '5 кошельков найдено',
      '11 кошельков найдено',
      '21 кошелёк найден',
      '22 кошелька найдено',
    ])
    expect([1, 2, 5].map(waiting)).toEqual(['Ещё 1 запрос ждёт', 'Ещё 2 запроса ждут', 'Ещё 5 запросов ждут'])
  })

  it('Ukrainian: one, few and many', async () => {
    const { found, waiting } = await countTexts('uk')
    expect([1, 4, 5, 12, 21].map(found)).toEqual([
      '1 гаманець знайдено',
      '4 гаманці знайдено',
      '5 гаманців знайдено',
      '12 гаманців знайдено',
      '21 гаманець знайдено',
    ])
    expect([1, 3, 7].map(waiting)).toEqual(['Ще 1 запит чекає', 'Ще 3 запити чекають', 'Ще 7 запитів чекають'])
  })

  it('Polish: one, few and many (21 is many, 22 is few)', async () => {
    const { found, waiting } = await countTexts('pl')
    expect([1, 2, 5, 21, 22].map(found)).toEqual([
      'Znaleziono 1 portfel',
      'Znaleziono 2 portfele',
      'Znaleziono 5 portfeli',
      'Znaleziono 21 portfeli',
      'Znaleziono 22 portfele',
    ])
    expect([1, 3, 5].map(waiting)).toEqual([
      'Czeka jeszcze 1 żądanie',
      'Czekają jeszcze 3 żądania',
      'Czeka jeszcze 5 żądań',
    ])
  })

  it('Hindi: the verb agrees with one or more', async () => {
    const { found, waiting } = await countTexts('hi')
    expect([1, 4].map(found)).toEqual(['1 वॉलेट मिला', '4 वॉलेट मिले'])
    expect([1, 2].map(waiting)).toEqual(['1 और अनुरोध प्रतीक्षा में है', '2 और अनुरोध प्रतीक्षा में हैं'])
  })
})
