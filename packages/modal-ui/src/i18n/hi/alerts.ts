import type { Messages } from '../en/core.js'

/**
 * Hindi texts of the alert bar; they load with the rest of the Hindi texts once Hindi is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'नेटवर्क नहीं मिला',
    body: 'अनुरोध किया गया नेटवर्क इस ऐप के समर्थित नेटवर्कों में से नहीं है।',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'ऐप कॉन्फ़िगरेशन अमान्य',
    body: 'इस वेबसाइट का ओरिजिन प्रोजेक्ट की अनुमति सूची में नहीं है, या एम्बेडेड वॉलेट लोड नहीं हो सका। ओरिजिन को प्रोजेक्ट के अनुमत डोमेन में जोड़ें और पेज दोबारा लोड करें।',
  },
  SESSION_EXPIRED: {
    title: 'सेशन की अवधि समाप्त',
    body: 'सेशन अभी मान्य नहीं है; आमतौर पर इसका मतलब है कि इस डिवाइस की घड़ी गलत है। तारीख और समय की सेटिंग जाँचें, फिर अपना वॉलेट दोबारा कनेक्ट करें।',
  },
  INVALID_PROJECT_ID: {
    title: 'प्रोजेक्ट ID अमान्य',
    body: 'सेवा ने प्रोजेक्ट ID अस्वीकार कर दिया। `initModal` को दिया गया `projectId` विकल्प जाँचें।',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
    body: 'कोई प्रोजेक्ट ID सेट नहीं है, इसलिए जिन सेवाओं को इसकी ज़रूरत है, वे इस्तेमाल नहीं होतीं। उन्हें इस्तेमाल करने के लिए `initModal` को `projectId` दें।',
  },
  close: 'बंद करें',
}
