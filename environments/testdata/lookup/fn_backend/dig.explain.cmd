puppet lookup dd.a.b --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
