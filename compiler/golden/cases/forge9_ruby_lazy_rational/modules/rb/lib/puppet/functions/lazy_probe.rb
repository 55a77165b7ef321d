# Written for this case (QA-FORGE-9): Enumerator::Lazy and Rational.
Puppet::Functions.create_function(:lazy_probe) do
  dispatch :probe do
  end

  def probe
    [
      ((1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| x % 3 == 0 }.first(3)),
      ([4, 5, 6].lazy.reject(&:even?).to_a),
      ((Rational(1, 3) + Rational(1, 6)).to_s),
      (Rational('0.75')),
      (3.to_r),
    ].map(&:inspect)
  end
end
