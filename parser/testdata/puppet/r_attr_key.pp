$h = { attr => 1 }
