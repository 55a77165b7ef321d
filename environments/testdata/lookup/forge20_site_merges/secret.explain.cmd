puppet lookup profile::secret_token --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
