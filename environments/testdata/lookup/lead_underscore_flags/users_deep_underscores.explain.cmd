puppet lookup profile::users --merge deep --knock_out_prefix=-- --merge_hash_arrays --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
