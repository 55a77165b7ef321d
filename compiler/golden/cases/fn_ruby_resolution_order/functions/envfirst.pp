function envfirst() { 'the environment functions/envfirst.pp' }
