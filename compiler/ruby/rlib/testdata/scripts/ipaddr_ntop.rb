# IPAddr.ntop (network modules turn packed addresses into text).
p IPAddr.ntop("\x0a\x00\x00\x01".b), IPAddr.ntop(("\x20\x01\x0d\xb8" + "\x00" * 11 + "\x01").b), IPAddr.ntop("\xc0\xa8\x01\xff".b).encoding
p IPAddr.ntop(IPAddr.new('fe80::1').hton), IPAddr.ntop(("\x00" * 16).b).encoding
[1, 'abc', ''].each do |x|
  begin
    IPAddr.ntop(x)
  rescue => e
    p e
  end
end
