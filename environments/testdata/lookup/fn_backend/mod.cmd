puppet lookup mb::thing --node web01.example.com --facts facts.json --environmentpath environments --environment production
