puppet lookup ntp::servers --compile --node yow-kscherer-d1.wrs.com --facts facts.json --environmentpath environments --environment production
