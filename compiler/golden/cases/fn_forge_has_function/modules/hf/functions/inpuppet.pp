function hf::inpuppet() { 'p' }
