x = )
y = <<~EOS
  text #{z}
EOS
w(1 2)
