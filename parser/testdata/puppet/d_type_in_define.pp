define d { type T = Integer }
