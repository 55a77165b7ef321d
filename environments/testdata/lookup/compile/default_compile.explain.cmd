puppet lookup no_such_key --compile --default fallback --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
