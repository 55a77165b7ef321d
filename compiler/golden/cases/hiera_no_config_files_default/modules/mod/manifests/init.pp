class mod($x = 'dx', $y = 'dy') { notice("x=${x} y=${y}") }
