# environment.conf sets manifest = manifests/chosen.pp: only this file is the main manifest.
notify { 'chosen.pp': }
