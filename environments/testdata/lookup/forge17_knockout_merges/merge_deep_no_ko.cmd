puppet lookup profile::settings --merge deep --node web01.example.com --facts facts.json --environmentpath environments --environment production
