class m { m::say("hi") m_say3("yo") }
