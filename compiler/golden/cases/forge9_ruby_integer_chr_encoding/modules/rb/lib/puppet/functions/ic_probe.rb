# Written for this case (QA-FORGE-9): Integer#chr with an encoding for code points above 255, and Integer#chr without one.
Puppet::Functions.create_function(:ic_probe) do
  dispatch :probe do
  end

  def probe
    [
      (8364.chr(Encoding::UTF_8)),
      (233.chr(Encoding::UTF_8)),
      (65.chr),
      ([0x1F600].pack("U")),
    ].map(&:inspect)
  end
end
