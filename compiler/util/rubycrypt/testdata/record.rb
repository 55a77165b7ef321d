# Records Ruby 3.1's String#crypt (glibc / libxcrypt of Debian 12) for the
# settings Punch implements: one line per case,
# "password<TAB>setting<TAB>result" (result "ERROR: Class: message" when it
# raises). Run: ruby testdata/record.rb > testdata/crypt.txt
pws = ["", "pw", "secret", "12345678", "é", "a long password that is longer than sixty four bytes, to cover the block loops of sha-512"]
settings = ["$1$", "$1$ab", "$1$abc$", "$1$averylongsalt$", "$1$a!b$", "$5$", "$5$salt$", "$5$rounds=1000$", "$5$rounds=1000$abc$",
  "$6$", "$6$salt", "$6$salt$", "$6$abc$def$ghi", "$6$ab/.AZaz09$", "$6$averyveryverylongsaltvalue$", "$6$sa!lt$",
  "$6$rounds=1000$abc$", "$6$rounds=5000$abc$", "$6$rounds=1234$xyz", "$6$rounds=10$abc", "$6$rounds=abc$x", "$6$rounds=01000$abc$",
  "$6$rounds=1000000000$a$", "$6$rounds=2000", "a", "",
  # traditional DES (two salt characters) and BSDi extended DES (_, count, salt)
  "ab", "./", "zz", "ZZ", "puppet", "ab$", "a!", "!a", "éa", "_J9..CCCC", "_J9..CC", "_....CCCC", "_J9..C!CC", "_/...abcd"]
pws.each do |pw|
  settings.each do |s|
    r = begin
      pw.crypt(s)
    rescue => e
      "ERROR: #{e.class}: #{e.message}"
    end
    puts [pw, s, r].join("\t")
  end
end
