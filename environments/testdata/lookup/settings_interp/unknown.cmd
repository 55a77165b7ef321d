puppet lookup unknown_setting --node web01.example.com --facts facts.json --environmentpath environments --environment production
