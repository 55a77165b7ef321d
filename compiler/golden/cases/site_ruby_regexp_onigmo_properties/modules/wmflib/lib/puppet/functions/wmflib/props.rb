# Reduced from wikimedia/operations-puppet's wmflib::compile_redirects (`dest.gsub(/[^\p{ASCII}]/)`):
# Onigmo's POSIX-bracket-like properties \p{ASCII}, \p{Alnum}, \p{Word}, ... and their negations.
Puppet::Functions.create_function(:'wmflib::props') do
  dispatch :props do
    param 'String', :s
  end
  def props(s)
    [
      s.gsub(/[^\p{ASCII}]/) { |c| '%' + c.unpack('H2' * c.bytesize).join('%').upcase },
      s.scan(/\P{ASCII}/).join,
      s.scan(/\p{^ASCII}/).length,
      s.scan(/\p{Alnum}+/),
      s.scan(/\p{Word}+/),
      s.scan(/\p{Punct}/).join,
      s.scan(/\p{Upper}\p{Lower}+/),
      s.scan(/\p{Space}/).length,
      s.scan(/\p{XDigit}+/),
      s =~ /\p{Cntrl}/,
      s.scan(/[[:ascii:]&&[:alpha:]]+/),
    ]
  end
end
