# String#to_f of a fraction without an integer part
p ".5".to_f, "-.25e1".to_f, ".".to_f, "-.".to_f, ".e5".to_f, "+.5x".to_f, " .5".to_f, "._5".to_f, ".5_5".to_f, "1.".to_f, "1.e3".to_f, "..5".to_f, "-.5e-2".to_f, "._".to_f
p Float(".5") rescue p $!.class
['+.5', '.e5', '._5', '-.5_5', ' .5 ', '.5.', '-.', '.', '+-.5', '.5e-1'].each do |s|
  begin
    p Float(s)
  rescue ArgumentError => e
    p e.message
  end
end
