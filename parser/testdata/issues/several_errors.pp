$a::b = 1
$0 = 2
class x { 1 }
