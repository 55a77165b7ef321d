# Written for this case (QA-FORGE-9): String#chr (the first character), as simp's simplib::bracketize
# does with x[0].chr; Integer#chr next to it.
Puppet::Functions.create_function(:chr_probe) do
  dispatch :probe do
    param 'String', :s
  end

  def probe(s)
    [s.chr, s[0].chr, ''.chr, "\u00e9t\u00e9".chr, s.chr.frozen?, s.chr.equal?(s), 65.chr, 233.chr.bytes, s.chr.encoding.to_s]
  end
end
