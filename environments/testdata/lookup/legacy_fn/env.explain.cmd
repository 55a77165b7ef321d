puppet lookup common_key --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
