class tfp {
  tfp::factory().each |$line| { notice($line) }
}
