class m::notdeclared { $x = 1 }
