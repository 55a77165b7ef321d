puppet lookup knocked --merge deep --knock-out-prefix=-- --render-as yaml --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
