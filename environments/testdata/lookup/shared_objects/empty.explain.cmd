puppet lookup empty --render-as yaml --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
