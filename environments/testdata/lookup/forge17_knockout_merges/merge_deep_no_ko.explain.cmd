puppet lookup profile::settings --merge deep --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
