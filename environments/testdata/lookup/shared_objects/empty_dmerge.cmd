puppet lookup empty_dmerge --merge deep --render-as yaml --node web01.example.com --facts facts.json --environmentpath environments --environment production
