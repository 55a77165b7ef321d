x = 1 2 if y
z = ) if w
q(1 2) unless v
