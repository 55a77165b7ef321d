puppet lookup knock --merge deep --knock-out-prefix=-- --node web01.example.com --facts facts.json --environmentpath environments --environment production
