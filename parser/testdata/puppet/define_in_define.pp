define d { define e {} }
