# Written for this case (QA-FORGE-9): numbered block parameters (_1, _2) used only inside string interpolation.
Puppet::Functions.create_function(:np_probe) do
  dispatch :probe do
  end

  def probe
    [{ "a" => 1, "b" => 2 }.map { "#{_1}=#{_2}" }, [3, 4].map { "n#{_1}" }, [[5, 6]].map { _1 + _2 }]
  end
end
