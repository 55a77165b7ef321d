puppet lookup profile::users --merge deep --knock-out-prefix=-- --merge-hash-arrays --node web01.example.com --facts facts.json --environmentpath environments --environment production
