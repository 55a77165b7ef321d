puppet lookup profile::users --merge hash --node web01.example.com --facts facts.json --environmentpath environments --environment production
