puppet lookup dmerge --merge deep --sort-merged-arrays --render-as yaml --node web01.example.com --facts facts.json --environmentpath environments --environment production
