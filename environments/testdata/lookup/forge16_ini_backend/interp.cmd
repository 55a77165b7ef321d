puppet lookup app::interp --node web01.example.com --facts facts.json --environmentpath environments --environment production
