puppet lookup dd.a.b --node web01.example.com --facts facts.json --environmentpath environments --environment production
