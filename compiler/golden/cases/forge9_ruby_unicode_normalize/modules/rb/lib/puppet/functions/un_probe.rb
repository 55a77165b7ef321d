# Written for this case (QA-FORGE-9): String#unicode_normalize (NFC/NFD/NFKC), as modules normalising user names or paths do.
Puppet::Functions.create_function(:un_probe) do
  dispatch :probe do
  end

  def probe
    [
      ("e\u0301".unicode_normalize(:nfc).length),
      ("\u00e9".unicode_normalize(:nfd).length),
      ("\uFB01".unicode_normalize(:nfkc)),
      ("caf\u00e9".unicode_normalized?),
    ].map(&:inspect)
  end
end
