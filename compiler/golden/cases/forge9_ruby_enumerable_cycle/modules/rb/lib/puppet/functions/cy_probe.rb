# Written for this case (QA-FORGE-9): Enumerable#cycle without a count or block (an endless Enumerator taken from with first/take), and with a count.
Puppet::Functions.create_function(:cy_probe) do
  dispatch :probe do
  end

  def probe
    [
      ([1, 2].cycle.first(5)),
      ([1, 2].cycle(2).to_a),
      (%w[a b c].cycle.take(4)),
      ([1, 2].each_with_index.to_a),
    ].map(&:inspect)
  end
end
