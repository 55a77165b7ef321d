puppet lookup profile::packages --merge unique --sort_merged_arrays --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
