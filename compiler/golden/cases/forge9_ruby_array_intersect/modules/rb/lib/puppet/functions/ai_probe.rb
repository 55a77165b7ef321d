# Written for this case (QA-FORGE-9): Array#intersect? (new in Ruby 3.1) and other recent Enumerable/Array methods.
Puppet::Functions.create_function(:ai_probe) do
  dispatch :probe do
  end

  def probe
    [[1, 2, 3].intersect?([3, 4]), [1, 2].intersect?([5]), [1, 2, 2, 3].tally, [3, 1, 2].minmax, [1, 2, 3, 4].each_slice(2).map(&:sum)]
  end
end
