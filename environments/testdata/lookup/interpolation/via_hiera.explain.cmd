puppet lookup via_hiera --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
