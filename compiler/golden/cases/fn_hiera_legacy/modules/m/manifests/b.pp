class m::b { notice("m::b") }
