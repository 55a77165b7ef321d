def f
  yield(1 2)
  super(3 4)
end
