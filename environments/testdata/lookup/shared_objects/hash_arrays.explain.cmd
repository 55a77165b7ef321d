puppet lookup hash_arrays --merge deep --merge-hash-arrays --render-as yaml --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
