class m::a { notice("m::a") }
