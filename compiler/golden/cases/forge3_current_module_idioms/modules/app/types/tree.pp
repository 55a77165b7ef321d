type App::Tree = Variant[String, Integer, Boolean, Array[App::Tree], Hash[String, App::Tree]]
