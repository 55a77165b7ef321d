puppet lookup empty_hash --render-as yaml --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
