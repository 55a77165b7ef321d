puppet lookup own_datadir --node web01.example.com --facts facts.json --environmentpath environments --environment production
